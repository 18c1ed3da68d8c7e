/**
 * Loads Google's reCAPTCHA v3 script once (spec 4: not loaded → loading → loaded). A failed script
 * load resets the loader so that the next attempt starts over; a second site key is refused, because
 * the script binds to the first one.
 */
export interface Recaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Recaptcha;
  }
}

export type LoaderState = 'not-loaded' | 'loading' | 'loaded';

export const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js';

export function createRecaptchaLoader(scriptUrl = RECAPTCHA_SCRIPT) {
  let state: LoaderState = 'not-loaded';
  let siteKeyInUse: string | null = null;
  let loading: Promise<Recaptcha> | null = null;

  const reset = () => {
    state = 'not-loaded';
    siteKeyInUse = null;
    loading = null;
  };

  return {
    get state(): LoaderState {
      return state;
    },
    load(siteKey: string): Promise<Recaptcha> {
      if (typeof document === 'undefined') return Promise.reject(new Error('This is a library for the browser!'));
      if (siteKeyInUse !== null && siteKeyInUse !== siteKey) {
        return Promise.reject(new Error('reCAPTCHA has already been loaded with a different site key!'));
      }
      if (loading) return loading;
      siteKeyInUse = siteKey;
      state = 'loading';
      loading = new Promise<Recaptcha>((resolve, reject) => {
        const script = document.createElement('script');
        // the badge is hidden by the site's stylesheet (.grecaptcha-badge); the form names reCAPTCHA instead
        script.src = `${scriptUrl}?render=${encodeURIComponent(siteKey)}`;
        script.async = true;
        script.onload = () => {
          const recaptcha = window.grecaptcha;
          if (!recaptcha) {
            script.remove();
            reset();
            reject(new Error('The bot-check script loaded but did not start.'));
            return;
          }
          recaptcha.ready(() => {
            state = 'loaded';
            resolve(recaptcha);
          });
        };
        script.onerror = () => {
          script.remove();
          reset();
          reject(new Error('The bot-check script could not be loaded.'));
        };
        document.head.appendChild(script);
      });
      return loading;
    },
  };
}
