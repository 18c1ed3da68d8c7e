/** A small multipart/form-data reader (RFC 7578), enough for the signed asset upload's form. */

export interface FormPart {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer;
}

/** The boundary of a `multipart/form-data` content type, or undefined for any other type. */
export function formBoundary(contentType: string | undefined): string | undefined {
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType)) return undefined;
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

/** The parts of a form body in their order; throws on a body that is not one well-formed form. */
export function parseForm(body: Buffer, boundary: string): FormPart[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const separator = Buffer.from(`\r\n--${boundary}`);
  const parts: FormPart[] = [];
  if (body.indexOf(delimiter) !== 0) throw new Error('The body does not start with the boundary');
  let position = delimiter.length;
  for (;;) {
    if (body.subarray(position, position + 2).toString() === '--') return parts;
    if (body.subarray(position, position + 2).toString() !== '\r\n') throw new Error('A boundary is not followed by a line break');
    const headerEnd = body.indexOf('\r\n\r\n', position + 2);
    if (headerEnd < 0) throw new Error('A part has no end of headers');
    const headers = body.subarray(position + 2, headerEnd).toString('utf8').split('\r\n');
    const end = body.indexOf(separator, headerEnd + 4);
    if (end < 0) throw new Error('A part is not closed by the boundary');
    const disposition = headers.find((h) => /^content-disposition:/i.test(h)) ?? '';
    const name = /;\s*name="([^"]*)"/i.exec(disposition)?.[1];
    if (!/^content-disposition:\s*form-data/i.test(disposition) || name === undefined) throw new Error('A part has no form-data name');
    const filename = /;\s*filename="([^"]*)"/i.exec(disposition)?.[1];
    const contentType = headers.find((h) => /^content-type:/i.test(h))?.replace(/^content-type:\s*/i, '');
    parts.push({ name, ...(filename !== undefined && { filename }), ...(contentType && { contentType }), data: body.subarray(headerEnd + 4, end) });
    position = end + separator.length;
  }
}
