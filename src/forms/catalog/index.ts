import type { FormSpec } from '../types';
import { demoContactForm } from './demo-contact';

/** Every form the form widget can show, by id. Each gets a precompiled validator. */
export const formCatalog: readonly FormSpec[] = [demoContactForm];

/** Form ids, for the form widget's props schema. */
export const FORM_IDS = ['demo-contact'] as const;

/** A form id the form widget accepts. */
export type FormId = (typeof FORM_IDS)[number];

/** The export name of a form's validator in validators.gen.js. */
export const validatorName = (id: string) => `form_${id.replace(/[^A-Za-z0-9]/g, '_')}`;
