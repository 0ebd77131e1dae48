// How an answer under an imported edition says which cited rules moved from their 2024
// numbers: "(724.1 and 724.7 in the 2024 rules)".

/** `lead` and the 2024 numbers of the moved rules, or '' where none moved. */
export function renumberedText(renumbered: Readonly<Record<string, string>> | undefined, lead = ''): string {
  const moved = Object.keys(renumbered ?? {});
  if (moved.length === 0) return '';
  const listed = moved.length === 1 ? moved[0]! : `${moved.slice(0, -1).join(', ')} and ${moved.at(-1)!}`;
  return `${lead}(${listed} in the 2024 rules)`;
}
