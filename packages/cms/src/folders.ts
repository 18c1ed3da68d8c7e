/** Folders of the space with a fixed meaning (their slug starts with `_`: data, never pages of the site). */

/** the editors' redirects: stories of the content type `redirect` */
export const REDIRECTS_FOLDER = '_redirects';
