/**
 * Story-only helpers for the flow pages (sign-in, registration, restore) played against the
 * stateful mock backend, with errors forced by the QA scenarios.
 */
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sentCodes } from '@mocks/engine/one-time-codes';
import { handlers } from '@mocks/handlers';
import type { ErrorCode } from '@mocks/scenarios/catalogue';
import { forceError } from '@mocks/scenarios/scenarios';

type Step = (root: HTMLElement) => Promise<void>;

/** What these helpers give a story; assignable to any story of a page without args. */
export interface FlowStory {
  parameters?: { screenshot?: false };
  play: (context: { canvasElement: HTMLElement }) => Promise<void>;
}

/** The shared part of a flow page's meta: the page's URL on the mock backend. */
export function mockBackendMeta(url: string) {
  return {
    parameters: { layout: 'padded', msw: { handlers }, route: { url } },
  };
}

/** Types the last code sent (or `code`) on the code step and confirms. */
export async function submitCode(root: HTMLElement, code?: string) {
  const canvas = within(root);
  const field = await canvas.findByLabelText(/^Код подтверждения/);
  const typed = code ?? sentCodes()[0]?.code;
  if (typed === undefined) throw new Error('The mock backend has sent no code');
  await userEvent.type(field, typed);
  await userEvent.click(canvas.getByRole('button', { name: 'Подтвердить' }));
}

/** An alert or a field marked invalid is on the page. */
export const errorShown = (root: HTMLElement) =>
  waitFor(() => expect(root.querySelector('[role="alert"], [aria-invalid="true"]')).not.toBeNull());

/** Step OTP, reached through the flow's start; focus is on its heading. */
export function codeStepStory(submitStart: Step): FlowStory {
  return {
    parameters: { screenshot: false },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await submitStart(canvasElement);
      await waitFor(async () =>
        expect(await canvas.findByRole('heading', { name: 'Введите код' })).toHaveFocus(),
      );
    },
  };
}

/**
 * For a start → code → password flow: `errorAt(call, code, reach)` is a story where `call`
 * answers `code` once the person reaches it (the steps before it pass for real).
 */
export function errorAtStep({
  submitStart,
  submitPassword,
}: {
  submitStart: Step;
  submitPassword: Step;
}) {
  return (call: string, code: ErrorCode, reach: 'start' | 'code' | 'password'): FlowStory => ({
    parameters: reach === 'code' ? { screenshot: false } : {},
    play: async ({ canvasElement }) => {
      if (reach === 'start') forceError(call, code, { once: true });
      await submitStart(canvasElement);
      if (reach !== 'start') {
        if (reach === 'code') forceError(call, code, { once: true });
        await submitCode(canvasElement);
      }
      if (reach === 'password') {
        forceError(call, code, { once: true });
        await submitPassword(canvasElement);
      }
      await errorShown(canvasElement);
    },
  });
}
