/** Asks the mock backend directly (MSW answers fetch in Node too), to know what the page should show. */
export async function askMockApi<T>(path: string): Promise<T> {
  const response = await fetch(`http://localhost${path}`);
  return ((await response.json()) as { data: T }).data;
}
