import { describe, expect, it } from 'vitest';
import { filterRequestBody, HIDDEN, scrubText, scrubValue, SENSITIVE_TEXT_FIELDS } from './scrub';

const PAN = '4111111111111111';

describe('scrubText', () => {
  it.each(SENSITIVE_TEXT_FIELDS)(
    'hides the value of %s in JSON, query and key: value forms',
    (field) => {
      const secret = `secret-${field}-value`;
      expect(scrubText(`{"${field}":"${secret}","ok":"kept"}`)).toBe(
        `{"${field}":"${HIDDEN}","ok":"kept"}`,
      );
      expect(scrubText(`/api/x?${field}=${secret}&ok=kept`)).toBe(
        `/api/x?${field}=${HIDDEN}&ok=kept`,
      );
      expect(scrubText(`${field}: ${secret}, ok: kept`)).toBe(`${field}: ${HIDDEN}, ok: kept`);
    },
  );

  it('handles spaces, single quotes, numbers and escaped quotes inside values', () => {
    expect(scrubText(`{ "pan" : 4111111111111111, "cvc": 123 }`)).toBe(
      `{ "pan" : ${HIDDEN}, "cvc": ${HIDDEN} }`,
    );
    expect(scrubText(`{'email': 'a@b.kz'}`)).toBe(`{'email': '${HIDDEN}'}`);
    expect(scrubText(`{"fullName":"Ivan \\"Vanya\\" Petrov"}`)).toBe(`{"fullName":"${HIDDEN}"}`);
  });

  it('hides values in JSON that was itself stringified into a string', () => {
    const twice = JSON.stringify(JSON.stringify({ pan: PAN, cvc: '123', amount: 500 }));
    const scrubbed = scrubText(twice);
    expect(scrubbed).not.toContain(PAN);
    expect(scrubbed).not.toContain('123');
    expect(JSON.parse(JSON.parse(scrubbed) as string)).toEqual({
      pan: HIDDEN,
      cvc: HIDDEN,
      amount: 500,
    });
  });

  it('matches snake_case and any letter case of the keys', () => {
    expect(scrubText('cardholder_name=IVAN%20PETROV&birth_date=1990-01-01')).toBe(
      `cardholder_name=${HIDDEN}&birth_date=${HIDDEN}`,
    );
    expect(scrubText('EMAIL: a@b.kz; Phone: +77001234567')).toBe(
      `EMAIL: ${HIDDEN}; Phone: ${HIDDEN}`,
    );
  });

  it('hides every value of a multi-field message and keeps the rest', () => {
    const text = 'payment failed: pan=4111111111111111&MM=12&YYYY=2030&cvc=123&amount=500';
    expect(scrubText(text)).toBe(
      `payment failed: pan=${HIDDEN}&MM=${HIDDEN}&YYYY=${HIDDEN}&cvc=${HIDDEN}&amount=500`,
    );
  });

  it('leaves words that only contain a field name alone', () => {
    const text = 'company=Acme; expand: all; telephoneCount: 2; maximum=3';
    expect(scrubText(text)).toBe(text);
  });

  it('hides stray card numbers that pass the Luhn check, not other long numbers', () => {
    expect(scrubText(`card ${PAN} declined`)).toBe(`card ${HIDDEN} declined`);
    expect(scrubText('card 4111 1111 1111 1111 declined')).toBe(`card ${HIDDEN} declined`);
    expect(scrubText('order 4111111111111112 not found')).toBe('order 4111111111111112 not found');
  });
});

describe('scrubValue', () => {
  it('hides listed keys at any depth and scrubs every string, without touching the input', () => {
    const input = {
      extra: { form: { email: 'a@b.kz', amount: 100, cardholderName: 'IVAN PETROV' } },
      contexts: { request: { body: `{"phone":"+77001234567"}` } },
      list: [{ documentId: 'N123' }, 'pan=4111111111111111'],
    };
    expect(scrubValue(input)).toEqual({
      extra: { form: { email: HIDDEN, amount: 100, cardholderName: HIDDEN } },
      contexts: { request: { body: `{"phone":"${HIDDEN}"}` } },
      list: [{ documentId: HIDDEN }, `pan=${HIDDEN}`],
    });
    expect(input.extra.form.email).toBe('a@b.kz');
  });

  it('survives cycles', () => {
    const cyclic: Record<string, unknown> = { email: 'a@b.kz' };
    cyclic.self = cyclic;
    expect(scrubValue(cyclic)).toMatchObject({ email: HIDDEN });
  });
});

describe('filterRequestBody', () => {
  const card = {
    pan: PAN,
    cvc: '123',
    month: '12',
    year: '30',
    expirationMonth: '12',
    expirationYear: '2030',
    expiry: '12/30',
    cardholder_name: 'IVAN PETROV',
    email: 'a@b.kz',
    amount: 500,
  };
  const hiddenCard = {
    pan: HIDDEN,
    cvc: HIDDEN,
    month: HIDDEN,
    year: HIDDEN,
    expirationMonth: HIDDEN,
    expirationYear: HIDDEN,
    expiry: HIDDEN,
    cardholder_name: HIDDEN,
    email: HIDDEN,
    amount: 500,
  };

  it('filters JSON text and plain objects', () => {
    expect(filterRequestBody(JSON.stringify({ card }))).toEqual({ card: hiddenCard });
    expect(filterRequestBody(card)).toEqual(hiddenCard);
  });

  it('filters form bodies', () => {
    const form = new URLSearchParams({ pan: PAN, cvc: '123', amount: '500' });
    expect(filterRequestBody(form)).toEqual({ pan: HIDDEN, cvc: HIDDEN, amount: '500' });
    expect(filterRequestBody(form.toString())).toEqual({ pan: HIDDEN, cvc: HIDDEN, amount: '500' });
    const data = new FormData();
    data.set('email', 'a@b.kz');
    data.set('file', new Blob(['x']));
    expect(filterRequestBody(data)).toEqual({ email: HIDDEN, file: '[File]' });
  });

  it('drops bodies it cannot read', () => {
    expect(filterRequestBody(new Blob(['pan=4111']))).toBeUndefined();
    expect(filterRequestBody(undefined)).toBeUndefined();
  });
});
