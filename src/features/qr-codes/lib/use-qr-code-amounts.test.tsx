import { act, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { LimitsResponse } from '@/api/generated/model/limitsResponse';
import { NEW_QR_CODE_PATH } from '@/lib/routes';
import { renderAppHook, setupAppTests } from '@test/app';
import { initialValues, middleChoice, type QrCodeFormValues } from './qr-code-form';
import { useQrCodeAmounts } from './use-qr-code-amounts';

setupAppTests();

const RANGE = { minAmount: 1, maxAmount: 10_000 };
/** limits/get for the person, and for a team with limits of its own. */
const MINE: LimitsResponse = {
  range: RANGE,
  limits: { minAmount: 1, maxAmount: 10 },
  defaultAmounts: [1, 5, 10],
};
const TEAMS: LimitsResponse = {
  range: RANGE,
  limits: { minAmount: 100, maxAmount: 5000 },
  defaultAmounts: [100, 500, 1000, 2000],
};

const startValues = (start: LimitsResponse) =>
  initialValues({
    limits: start.limits,
    amounts: start.defaultAmounts,
    defaultAmount: middleChoice(start.defaultAmounts),
  });

/** The hook in a form that starts from the person's limits; `start` changes as a team is picked. */
function renderAmounts({ followStart }: { followStart: boolean }) {
  return renderAppHook(
    ({ start }: { start: LimitsResponse }) => {
      const form = useForm<QrCodeFormValues>({ defaultValues: startValues(MINE) });
      return { form, amounts: useQrCodeAmounts(form, start, followStart) };
    },
    { url: NEW_QR_CODE_PATH, initialProps: { start: MINE } },
  );
}

const amountsOf = (values: QrCodeFormValues) => ({
  minAmount: values.minAmount,
  maxAmount: values.maxAmount,
  amounts: values.amounts.map(({ value }) => value),
  defaultAmount: values.defaultAmount,
});

describe('the QR code form’s amounts', () => {
  it('of a new code follow the team it is for while they are untouched', async () => {
    const { result, rerender } = await renderAmounts({ followStart: true });
    rerender({ start: TEAMS });
    await waitFor(() =>
      expect(amountsOf(result.current.form.getValues())).toEqual({
        minAmount: 100,
        maxAmount: 5000,
        amounts: [100, 500, 1000, 2000],
        defaultAmount: 500,
      }),
    );
    expect(result.current.amounts.choices).toHaveLength(4);
    await waitFor(() =>
      expect(result.current.amounts.limitsValues).toEqual({ min: '₸100', max: '₸5,000' }),
    );
  });

  it('stay as typed when the team changes after a change to any of them', async () => {
    const { result, rerender } = await renderAmounts({ followStart: true });
    act(() => result.current.form.setValue('defaultAmount', 10, { shouldDirty: true }));
    rerender({ start: TEAMS });
    expect(amountsOf(result.current.form.getValues())).toEqual({
      minAmount: 1,
      maxAmount: 10,
      amounts: [1, 5, 10],
      defaultAmount: 10,
    });
  });

  it('of a code being edited keep its own, whatever limits/get answers', async () => {
    const { result, rerender } = await renderAmounts({ followStart: false });
    rerender({ start: TEAMS });
    expect(amountsOf(result.current.form.getValues())).toEqual(amountsOf(startValues(MINE)));
  });

  it('offer one to five choices, and name the range and the limits typed', async () => {
    const { result } = await renderAmounts({ followStart: true });
    await waitFor(() =>
      expect(result.current.amounts.rangeValues).toEqual({ min: '₸1', max: '₸10,000' }),
    );
    act(() => result.current.amounts.addChoice?.());
    act(() => result.current.amounts.addChoice?.());
    expect(result.current.amounts.choices).toHaveLength(5);
    expect(result.current.amounts.addChoice).toBeNull();
    const removeFirst = () => act(() => result.current.amounts.removeChoice?.(0));
    [1, 2, 3, 4].forEach(removeFirst);
    expect(result.current.amounts.choices).toHaveLength(1);
    expect(result.current.amounts.removeChoice).toBeNull();

    act(() => result.current.form.setValue('maxAmount', null));
    expect(result.current.amounts.limitsValues).toEqual({ min: '₸1', max: '₸10,000' });
  });
});
