/**
 * Story-only helpers for the profile screens, played against the stateful mock backend signed
 * in as a seeded person, with errors forced by the QA scenarios once the flow reaches a call.
 * The clock stands still (test/story-clock.ts: the code step's countdowns, the telegram code's
 * validity), and moves only when a story says so.
 */
import { createIntl } from 'react-intl';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO } from '@mocks/db/demo-ids';
import { sentCodes } from '@mocks/engine/one-time-codes';
import type { ErrorCode } from '@mocks/scenarios/catalogue';
import { forceError } from '@mocks/scenarios/scenarios';
import { storyHandlers } from '@mocks/scenarios/stories';
import type { ErrorFlow, LoginKind } from '@/lib/errors/error-catalogue';
import { formatApiError } from '@/lib/errors/format-api-error';
import ruErrors from '@/locales/ru/errors.json';
import { advanceStoryClock } from '@test/story-clock';

/** A profile screen's meta: its address, signed in, the clock stopped. */
export function profileStoryMeta(url: string, signedInAs: string = DEMO.anna) {
  return {
    parameters: {
      layout: 'padded',
      route: { url },
      msw: { handlers: storyHandlers({ signedInAs }) },
    },
  };
}

const intlRu = createIntl({ locale: 'ru', messages: ruErrors });

/** The catalogue's Russian message for `code` in `flow`, as the screens resolve it. */
export function catalogueText(code: ErrorCode, flow?: ErrorFlow, login?: LoginKind): string {
  return formatApiError(intlRu, { code }, flow, login).message;
}

/** The message is on the page (an alert or a field's error), or any error when `text` is null. */
export async function errorShown(root: HTMLElement, text: string | null): Promise<void> {
  if (text) {
    await expect(await within(root).findByText(text)).toBeVisible();
    return;
  }
  await waitFor(() =>
    expect(root.querySelector('[role="alert"], [aria-invalid="true"]')).not.toBeNull(),
  );
}

/** Types the last code sent (or `code`) on the code step and confirms. */
export async function submitCode(root: HTMLElement, code?: string): Promise<void> {
  const canvas = within(root);
  const field = await canvas.findByLabelText(/^Код подтверждения/);
  const typed = code ?? sentCodes()[0]?.code;
  if (typed === undefined) throw new Error('The mock backend has sent no code');
  await userEvent.clear(field);
  await userEvent.type(field, typed);
  await userEvent.click(canvas.getByRole('button', { name: 'Подтвердить' }));
}

/** The code step is on screen (its heading focused). */
export async function codeStepShown(root: HTMLElement): Promise<void> {
  const heading = await within(root).findByRole('heading', { name: 'Введите код' });
  await waitFor(() => expect(heading).toHaveFocus());
}

interface FlowCalls {
  /** Call names as the scenarios know them (`profile/change/phone/start`...). */
  start: string;
  finish: string;
  resend: string;
}

interface FlowStory {
  play: (context: { canvasElement: HTMLElement }) => Promise<void>;
}

/**
 * Stories of a code-confirmed flow's errors: `startError(code)` where its start answers
 * `code`, `codeError(code)` where the code step's check does, `resendError(code)` where a new
 * code is refused. Each checks the message the catalogue gives for the flow (pass `null` for
 * the texts the screens word themselves, such as a block's time left).
 */
export function flowErrorStories({
  calls,
  flow,
  login,
  submitStart,
}: {
  calls: FlowCalls;
  flow: ErrorFlow;
  login: LoginKind;
  submitStart: (root: HTMLElement) => Promise<void>;
}) {
  const expected = (code: ErrorCode, text: string | null | undefined) =>
    text === undefined ? catalogueText(code, flow, login) : text;
  const toCodeStep = async (root: HTMLElement) => {
    await submitStart(root);
    await codeStepShown(root);
  };
  return {
    startError: (code: ErrorCode, text?: string | null): FlowStory => ({
      play: async ({ canvasElement }) => {
        forceError(calls.start, code, { once: true });
        await submitStart(canvasElement);
        await errorShown(canvasElement, expected(code, text));
      },
    }),
    codeError: (code: ErrorCode, text?: string | null): FlowStory => ({
      play: async ({ canvasElement }) => {
        await toCodeStep(canvasElement);
        forceError(calls.finish, code, { once: true });
        // The answer is forced: a fixed code keeps the picture the same every run.
        await submitCode(canvasElement, '1234');
        await errorShown(canvasElement, expected(code, text));
      },
    }),
    resendError: (code: ErrorCode, text?: string | null): FlowStory => ({
      play: async ({ canvasElement }) => {
        await toCodeStep(canvasElement);
        // The new-code button comes once the countdown has run out.
        advanceStoryClock(60_000);
        const resend = await within(canvasElement).findByRole('button', {
          name: 'Отправить код ещё раз',
        });
        forceError(calls.resend, code, { once: true });
        await userEvent.click(resend);
        await errorShown(canvasElement, expected(code, text));
        // Whether the button kept focus depends on how fast the answer came (it is disabled
        // while it waits): the picture should not.
        (document.activeElement as HTMLElement | null)?.blur();
      },
    }),
    /** Three wrong codes for real: the mock blocks, and the step says for how long. */
    blockedByWrongCodes: (text: string): FlowStory => ({
      play: async ({ canvasElement }) => {
        await toCodeStep(canvasElement);
        const right = sentCodes()[0]!.code;
        const wrong = right === '0000' ? '1111' : '0000';
        for (let attempt = 0; attempt < 3; attempt += 1) {
          await submitCode(canvasElement, wrong);
          await errorShown(canvasElement, null);
        }
        await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(text);
      },
    }),
    /** Start, then the code step, focused on its heading. */
    codeStep: (): FlowStory => ({
      play: async ({ canvasElement }) => toCodeStep(canvasElement),
    }),
  };
}
