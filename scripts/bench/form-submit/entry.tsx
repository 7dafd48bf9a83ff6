/**
 * The form-submit bench page: the real credit-info form (SchemaForm + schemas/forms/credit-info.json
 * + its precompiled validator), production React, and a driver `window.__runSubmits(n)` that submits
 * it n times through the DOM like a user: each round of the loop types a contact phone (valid and
 * invalid in turn, a new number each time so nothing is answered from memory) and presses 提交.
 * Opened with `?form=reference` it draws the reference instead (reference-form.tsx: the same fields
 * in a plain antd-mobile Form with hand-written rules), driven the same way.
 * Built by scripts/bench/form-submit.ts with esbuild; never part of the app.
 */
import { createRoot } from 'react-dom/client';
import { getForm } from '../../../src/forms/form-registry';
import { SchemaForm } from '../../../src/forms/SchemaForm';
import { ReferenceForm } from './reference-form';
import { CREDIT_INFO_FILLED as VALID } from '../../../src/forms/testing/credit-info-answers';

export interface SubmitRun {
  submits: number;
  /** Time inside the checks the field rules ask (ajv, Chinese messages, cross-field rules), all submits; for the reference form, inside its field rules. */
  checkMs: number;
  /** Of checkMs, the checks that ran a validator (the rest returned the remembered answer). */
  checkMissMs: number;
  checkCalls: number;
  checkMisses: number;
  /** From the press of 提交 to its outcome (onSubmit called, or the message shown), all submits. */
  submitMs: number;
  accepted: number;
  refused: number;
  /** The message shown under the contact phone for invalid data. */
  message: string;
}

declare global {
  interface Window {
    __runSubmits(n: number): Promise<SubmitRun>;
    __formReady: boolean;
  }
}

const form = getForm('credit-info');
if (!form) throw new Error('credit-info form not registered');

let onAccepted: (() => void) | null = null;
const root = createRoot(document.getElementById('root')!);
const accept = () => {
  onAccepted?.();
  return false;
};
root.render(
  new URLSearchParams(window.location.search).get('form') === 'reference' ? (
    <ReferenceForm initialValues={VALID} onSubmit={accept} />
  ) : (
    <SchemaForm form={form} initialValues={VALID} context={{ userPhone: '13800138000' }} onSubmit={accept} />
  ),
);

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const setInput = (input: HTMLInputElement, value: string) => {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
};
const phoneInput = () => document.querySelectorAll<HTMLInputElement>('input[placeholder="请填写联系人手机号"]')[0]!;
const phoneItem = () => phoneInput().closest('.adm-form-item');
const shownMessage = () => phoneItem()?.querySelector('.adm-form-item-feedback-error')?.textContent ?? '';

/** Resolves once `done` holds, checking after every task. */
async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 10_000 && !done(); i += 1) await nextTask();
  if (!done()) throw new Error('the form did not answer the submit');
}

window.__runSubmits = async (n) => {
  const run: SubmitRun = { submits: n, checkMs: 0, checkMissMs: 0, checkCalls: 0, checkMisses: 0, submitMs: 0, accepted: 0, refused: 0, message: '' };
  const button = document.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const tallyBefore = { ...window.__formCheck };
  for (let i = 0; i < n; i += 1) {
    const valid = i % 2 === 0;
    const tail = String(10_000_000 + i).slice(-8);
    setInput(phoneInput(), valid ? `139${tail}` : `2${tail}`);
    // Let the change settle (a field showing a message is checked again as it changes).
    await nextTask();
    await nextTask();
    let accepted = false;
    onAccepted = () => {
      accepted = true;
    };
    // An invalid submit is over when its message shows: start from a form showing none.
    if (!valid) await until(() => shownMessage() === '');
    const start = performance.now();
    button.click();
    if (valid) await until(() => accepted);
    else await until(() => shownMessage() !== '');
    run.submitMs += performance.now() - start;
    if (accepted) run.accepted += 1;
    else {
      run.refused += 1;
      run.message = shownMessage();
    }
  }
  run.checkMs = window.__formCheck.ms - tallyBefore.ms;
  run.checkMissMs = window.__formCheck.missMs - tallyBefore.missMs;
  run.checkCalls = window.__formCheck.calls - tallyBefore.calls;
  run.checkMisses = window.__formCheck.misses - tallyBefore.misses;
  return run;
};
window.__formReady = true;
