/** Google's hosts reCAPTCHA loads from and talks to (Content-Security-Policy when it is the provider). */
export const RECAPTCHA_ORIGINS = ['https://www.google.com', 'https://www.gstatic.com'];
