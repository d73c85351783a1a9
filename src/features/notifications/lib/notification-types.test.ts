import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import kz from '../locales/kz.json';
import ru from '../locales/ru.json';
import type { Notification } from '@/api/generated/model/notification';
import {
  CARDS_PATH,
  operationPath,
  PROFILE_PATH,
  RECEIVED_INVITES_PATH,
  teamPath,
} from '@/lib/routes';
import { KNOWN_TYPES, kindOf, notificationValues } from './notification-types';

const languages = { ru, en, kz } as const;

const sample = (type: string, fields: Partial<Notification> = {}): Notification =>
  ({
    uuid: 'e0000000-0000-4000-8000-000000000099',
    type,
    createdDate: '2026-11-24T10:00:00Z',
    processed: false,
    ...fields,
  }) as Notification;

describe.each(Object.keys(languages) as Array<keyof typeof languages>)(
  'notification texts in %s',
  (locale) => {
    const errors: unknown[] = [];
    const intl = createIntl({
      locale: locale === 'kz' ? 'kk' : locale,
      messages: languages[locale],
      onError: (error) => errors.push(error),
    });
    const format = (notification: Notification, amount?: string) =>
      intl.formatMessage(
        kindOf(notification.type).message,
        notificationValues(notification, amount),
      );

    it.each(KNOWN_TYPES)('%s has its own text, with and without what it carries', (type) => {
      const { id } = kindOf(type).message;
      expect(languages[locale]).toHaveProperty([id!]);
      const full = format(
        sample(type, {
          teamTitle: 'Cafe Pushkin',
          comment: 'Thank you!',
          amount: 50000,
          memberName: 'Timur Akhmetov',
        }),
        '500 ₸',
      );
      const bare = format(sample(type));
      for (const text of [full, bare]) {
        expect(text.trim()).not.toBe('');
        expect(text).not.toBe(id);
        expect(text).not.toMatch(/[{}]/);
      }
      if (type.startsWith('team.')) expect(full).toContain('Cafe Pushkin');
      if (type === 'qr.receipt' || type === 'qr.failed.credit') expect(full).toContain('500 ₸');
      // A tip's receipt shows its comment too: they are one entry (tip-entries.ts).
      if (type === 'qr.comment' || type === 'qr.receipt') expect(full).toContain('Thank you!');
      if (type.endsWith('.manager')) expect(full).toContain('Timur Akhmetov');
      expect(errors).toEqual([]);
    });

    it('names the member who left or was removed only when the server does', () => {
      for (const type of ['team.member.left.manager', 'team.member.delete.manager']) {
        const named = format(sample(type, { teamTitle: 'T', memberName: 'Timur Akhmetov' }));
        const unnamed = format(sample(type, { teamTitle: 'T' }));
        expect(named).toContain('Timur Akhmetov');
        expect(unnamed).not.toContain('Timur');
        expect(unnamed).not.toBe(named);
      }
    });

    it('a receipt without a comment says the amount alone', () => {
      expect(format(sample('qr.receipt', { amount: 50000 }), '500 ₸')).not.toMatch(/[“«]/);
    });

    it('the texts of different types differ', () => {
      const texts = KNOWN_TYPES.map((type) => format(sample(type, { teamTitle: 'T' }), '1'));
      expect(new Set(texts).size).toBe(KNOWN_TYPES.length);
    });

    it('an unknown type from the server gets a neutral text, never a crash', () => {
      const text = format(sample('team.something.new', { teamTitle: 'T' }));
      expect(text).toBe(languages[locale]['notifications.type.other']);
      expect(kindOf('team.something.new').linkOf(sample('team.something.new'))).toBeUndefined();
    });
  },
);

describe('where notifications lead', () => {
  const team = 'b0000000-0000-4000-8000-000000000001';
  const operation = 'c9000000-0000-4000-8000-000000000001';
  const linkOf = (type: string, fields: Partial<Notification> = {}) =>
    kindOf(type).linkOf(sample(type, { teamUuid: team, operationUuid: operation, ...fields }));

  it('to the routes other areas own (AREA.md)', () => {
    expect(linkOf('team.invite')).toBe(RECEIVED_INVITES_PATH);
    expect(linkOf('qr.receipt')).toBe(operationPath(operation));
    expect(linkOf('qr.comment')).toBe(operationPath(operation));
    expect(linkOf('has.no.active.card')).toBe(CARDS_PATH);
    expect(linkOf('qr.failed.credit')).toBe(CARDS_PATH);
    expect(linkOf('email.change')).toBe(PROFILE_PATH);
    expect(linkOf('phone.change')).toBe(PROFILE_PATH);
    for (const type of [
      'team.accept',
      'team.member.left.manager',
      'team.member.delete.manager',
      'team.admin.delete.manager',
      'team.admin.delete.personal',
    ])
      expect(linkOf(type), type).toBe(teamPath(team));
  });

  it('nowhere when there is no place to open', () => {
    expect(linkOf('unknown.error')).toBeUndefined();
    // The person is no longer in that team: its page would not open for them.
    expect(linkOf('team.member.left.personal')).toBeUndefined();
    expect(linkOf('team.member.delete.personal')).toBeUndefined();
    expect(linkOf('qr.receipt', { operationUuid: undefined })).toBeUndefined();
  });

  it('every type has its icon', () => {
    for (const type of KNOWN_TYPES) expect(kindOf(type).icon, type).toBeTypeOf('function');
  });
});
