// @vitest-environment node
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The import rules of the codebase (eslint.config.js), tried on code a new developer might
 * write. Each snippet is linted as if it stood in an existing file of that folder.
 *
 * The rules tried here read imports, literals and lengths, never types: without the type
 * information the rest of the config asks for (a TypeScript program of the whole project, over
 * a minute on a loaded 2-core machine), each lint takes milliseconds.
 */
const RULES_TRIED = new Set([
  'no-restricted-imports',
  'no-restricted-syntax',
  'import-x/no-restricted-paths',
  'max-lines',
]);
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
  ruleFilter: ({ ruleId }) => RULES_TRIED.has(ruleId),
});

async function ruleIdsFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

// The first lint loads the config and its plugins; the checks then take milliseconds.
beforeAll(() => ruleIdsFor('src/api/app-settings.ts', ''));

const CALLS_GENERATED_HOOK = `import { usePullNotifications } from '@/api/generated/notification/notification';
export const useBadge = () => usePullNotifications();
`;

describe('lint: generated hooks only from a feature api/', () => {
  it('fails where a screen calls a generated hook itself', async () => {
    expect(
      await ruleIdsFor(
        'src/features/cabinet/components/cabinet-home-page.tsx',
        CALLS_GENERATED_HOOK,
      ),
    ).toContain('no-restricted-imports');
  });

  it('fails in shared code too', async () => {
    expect(await ruleIdsFor('src/api/app-settings.ts', CALLS_GENERATED_HOOK)).toContain(
      'no-restricted-imports',
    );
  });

  it("passes in the feature's api/", async () => {
    expect(
      await ruleIdsFor('src/features/cabinet/api/notification-badge.ts', CALLS_GENERATED_HOOK),
    ).not.toContain('no-restricted-imports');
  });
});

const BUILDS_OWN_MUTATION = `import { useMutation } from '@tanstack/react-query';
import { saveRegistrationBusinessData } from '@/api/generated/registration/registration';
export const useSave = () => useMutation({ mutationFn: saveRegistrationBusinessData });
`;

describe("lint: generated calls only from a feature's api/ or src/api/", () => {
  it('fails where a screen imports a generated fetcher to build its own mutation', async () => {
    expect(
      await ruleIdsFor(
        'src/features/auth/components/register/business-data-page.tsx',
        BUILDS_OWN_MUTATION,
      ),
    ).toContain('no-restricted-imports');
  });

  it('fails for a generated query key in a screen, and in app code', async () => {
    const code = `import { getGetProfileInfoQueryKey } from '@/api/generated/profile/profile';
export const key = getGetProfileInfoQueryKey();
`;
    expect(await ruleIdsFor('src/features/profile/components/profile-page.tsx', code)).toContain(
      'no-restricted-imports',
    );
    expect(await ruleIdsFor('src/app/private/areas.tsx', code)).toContain('no-restricted-imports');
  });

  it("passes in the feature's api/ and in src/api/", async () => {
    expect(
      await ruleIdsFor('src/features/auth/api/registration.ts', BUILDS_OWN_MUTATION),
    ).not.toContain('no-restricted-imports');
    expect(await ruleIdsFor('src/api/app-settings.ts', BUILDS_OWN_MUTATION)).not.toContain(
      'no-restricted-imports',
    );
  });

  it('passes for types, and for the call-free model/ and zod/ modules', async () => {
    const code = `import type { BusinessData } from '@/api/generated/model/businessData';
import { type Card, OrderStatus } from '@/api/generated/model';
import { type listCards } from '@/api/generated/card/card';
import { SaveRegistrationBusinessDataBody } from '@/api/generated/zod/registration/registration.zod';
export type Row = BusinessData | Card | ReturnType<typeof listCards>;
export const paid = OrderStatus.PAID;
export const schema = SaveRegistrationBusinessDataBody;
`;
    expect(
      await ruleIdsFor('src/features/auth/components/register/business-data-page.tsx', code),
    ).not.toContain('no-restricted-imports');
  });
});

describe('lint: features never import each other', () => {
  it('fails when a feature imports another feature', async () => {
    const code = `import { cardsMessages } from '@/features/cards/messages';
export const title = cardsMessages.title;
`;
    expect(await ruleIdsFor('src/features/teams/messages.ts', code)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('passes within the same feature, and for the app composing features', async () => {
    const code = `import { teamsMessages } from '@/features/teams/messages';
export const title = teamsMessages.title;
`;
    expect(await ruleIdsFor('src/features/teams/teams-area.tsx', code)).not.toContain(
      'import-x/no-restricted-paths',
    );
    expect(await ruleIdsFor('src/app/private/areas.tsx', code)).not.toContain(
      'import-x/no-restricted-paths',
    );
  });
});

describe('lint: signed-in addresses only from src/lib/routes.ts', () => {
  const restricted = (ids: string[]) => ids.filter((id) => id === 'no-restricted-syntax');

  it("fails for a literal /cabinet or /orders path in a feature's screens, stories and tests", async () => {
    const code = `export const cards = '/cabinet/cards';
export const order = (id: string) => \`/orders/\${id}\`;
export const home = "/cabinet";
`;
    for (const file of [
      'src/features/cards/components/cards-page.tsx',
      'src/features/cards/components/cards-page.stories.tsx',
      'src/features/cards/components/cards-page.test.tsx',
      'src/features/cards/testing/card-stories.ts',
    ])
      expect(restricted(await ruleIdsFor(file, code)), file).toHaveLength(3);
  });

  it('passes for addresses built with src/lib/routes.ts, other paths, and in e2e/', async () => {
    const built = `import { CARDS_PATH, organizationPath } from '@/lib/routes';
export const back = \`\${CARDS_PATH}?orderId=1\`;
export const order = organizationPath('x');
export const others = ['/auth/sign-in', '/cabinets', '/ordersheet', 'cabinet/profile'];
`;
    expect(
      restricted(await ruleIdsFor('src/features/cards/components/cards-page.stories.tsx', built)),
    ).toEqual([]);
    expect(
      restricted(await ruleIdsFor('e2e/cards.spec.ts', "export const url = '/cabinet/cards';\n")),
    ).toEqual([]);
  });
});

/** A module of `count` lines (wc -l's count: the last one ends with a line break too). */
const linesOf = (count: number) =>
  Array.from({ length: count }, (_, index) => `export const line${index} = ${index};\n`).join('');

describe('lint: no hand-written file over 400 lines', () => {
  it('fails at 401 lines, in src/ and mocks/, tests included', async () => {
    expect(
      await ruleIdsFor('src/features/payment/components/tip-form.tsx', linesOf(401)),
    ).toContain('max-lines');
    expect(await ruleIdsFor('mocks/handlers/team.test.ts', linesOf(401))).toContain('max-lines');
  });

  it('passes at 400 lines, and for generated code of any length', async () => {
    expect(
      await ruleIdsFor('src/features/payment/components/tip-form.tsx', linesOf(400)),
    ).not.toContain('max-lines');
    expect(await ruleIdsFor('src/api/generated/qr-code/qr-code.ts', linesOf(2000))).not.toContain(
      'max-lines',
    );
  });
});
