/** Starts the MSW mock backend in the browser (mock builds only; see src/main.tsx). */
export async function startMockBackend(): Promise<void> {
  const { network } = await import('virtual:msw');
  const { handlers } = await import('./handlers');
  network.configure({ handlers });
  await network.enable();
}
