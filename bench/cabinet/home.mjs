// The cabinet's first screen with the large data set: signed in, the shell and home render.
export const name = 'home';

export async function run({ page, origin, measure }) {
  const figures = await measure(async () => {
    await page.goto(`${origin}/cabinet`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
  });
  return { figures };
}
