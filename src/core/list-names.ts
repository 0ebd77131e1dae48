// Names joined as a sentence writes them: "Ann", "Ann and Ben", "Ann, Ben and Cy".

export function listNames(names: readonly string[]): string {
  if (names.length === 0) return 'no one';
  if (names.length === 1) return names[0]!;
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
