'use client';
import { use, useEffect, useEffectEvent, useId, useRef, type ComponentType } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { FormName } from '@pv/shared/forms/schemas';
import { AWAITS_SCRIPT, FieldIdPrefix, FORM_READY_EVENT } from './island';
import { quotedProduct } from './quote';
import type { FormProps } from './types';

/**
 * A form sent as HTML with its page and hydrated when the visitor starts on it: react-hook-form and
 * the form's code (about 17 KB) load on the first pointer, focus or key inside it, not with the page.
 * Its markup stays the server's until then: values typed meanwhile are kept (see useSiteForm), and a
 * form sent meanwhile is sent once it is ready. Without any script, "Send" stays disabled.
 */

// only the server's bundle holds the forms with the page: the browser's never reaches this branch
const serverForms = typeof window === 'undefined' ? import('./server-forms') : null;

const LOADERS: Record<FormName, () => Promise<ComponentType<FormProps>>> = {
  contact: () => import('./ContactForm').then((module) => module.ContactForm),
  support: () => import('./SupportForm').then((module) => module.SupportForm),
  newsletter: () => import('./NewsletterForm').then((module) => module.NewsletterForm),
};

const STARTS = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'input'] as const;

/** the form with its fields' ids, as the server renders it and the browser hydrates it */
const withFieldIds = (Form: ComponentType<FormProps>, props: FormProps, idPrefix: string) => (
  <FieldIdPrefix value={idPrefix}>
    <Form {...props} />
  </FieldIdPrefix>
);

/** a visit that must see the form's script at once: a product page's quote request fills in the contact form */
const startsAtOnce = (form: FormName) => form === 'contact' && quotedProduct(window.location.search) !== null;

export function FormIsland({ form, ...props }: FormProps & { form: FormName }) {
  // the same on the server and in the browser: the fields' ids start with it in both
  const idPrefix = `${useId()}-`;
  const container = useRef<HTMLDivElement>(null);
  const root = useRef<Root | null>(null);
  // the form keeps the props it started with: a hydrated form is not rendered again by the page
  const content = useEffectEvent((Form: ComponentType<FormProps>) => withFieldIds(Form, props, idPrefix));

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let cancelled = false;
    // a form sent before its script is there would be submitted by the browser itself (a GET with every
    // value in the address): it is held, and sent once the form is ready
    let held: HTMLFormElement | null = null;
    const hold = (event: SubmitEvent) => {
      event.preventDefault();
      held = event.target as HTMLFormElement;
      start();
    };
    const ready = () => {
      element.removeEventListener('submit', hold, true);
      const form = held;
      held = null;
      // the form element is the one React hydrated: its own submit handler now answers
      if (form?.isConnected) form.requestSubmit();
    };
    const start = () => {
      for (const type of STARTS) element.removeEventListener(type, start);
      void LOADERS[form]().then((Form) => {
        if (cancelled || root.current) return;
        // the server's markup is hydrated in place (the focused field and what was typed stay); after a
        // navigation inside the site there is none, and the form is rendered
        if (element.firstElementChild) root.current = hydrateRoot(element, content(Form));
        else (root.current = createRoot(element)).render(content(Form));
      });
    };
    // the page's script is here: "Send" may be pressed (and is held until the form is ready)
    for (const button of element.querySelectorAll(`[${AWAITS_SCRIPT}]`)) {
      button.removeAttribute(AWAITS_SCRIPT);
      button.removeAttribute('disabled');
    }
    element.addEventListener(FORM_READY_EVENT, ready, { once: true });
    element.addEventListener('submit', hold, true);
    if (!element.firstElementChild || startsAtOnce(form)) start();
    else for (const type of STARTS) element.addEventListener(type, start, { passive: true });
    return () => {
      cancelled = true;
      for (const type of STARTS) element.removeEventListener(type, start);
      element.removeEventListener(FORM_READY_EVENT, ready);
      element.removeEventListener('submit', hold, true);
      const mounted = root.current;
      root.current = null;
      // a root is not unmounted while React is still committing the page that removes it
      if (mounted) setTimeout(() => mounted.unmount());
    };
  }, [form]);

  if (serverForms) {
    return (
      <div ref={container} className="form-island">
        {withFieldIds(use(serverForms).FORMS[form], props, idPrefix)}
      </div>
    );
  }
  // in the browser the server's markup is left as it is until the form hydrates it
  return <div ref={container} className="form-island" dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
}
