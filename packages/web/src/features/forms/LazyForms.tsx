'use client';
import dynamic from 'next/dynamic';

// The forms (react-hook-form, zod, the bot check) load only on pages that show one: imported
// directly, every page of the content route would carry their scripts.
export const ContactForm = dynamic(() => import('./ContactForm').then((module) => module.ContactForm));
export const SupportForm = dynamic(() => import('./SupportForm').then((module) => module.SupportForm));
export const NewsletterForm = dynamic(() => import('./NewsletterForm').then((module) => module.NewsletterForm));
