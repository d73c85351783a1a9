// @vitest-environment node
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The import rules of the codebase (eslint.config.js), tried on code a new developer might
 * write. Each snippet is linted as if it stood in an existing file of that folder.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIdsFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

// The first lint builds the TypeScript program (seconds); the checks then take milliseconds.
beforeAll(() => ruleIdsFor('src/api/app-settings.ts', ''), 60_000);

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
