/** "Oratorio San Luigi" → "OS": what a team without a logo shows in its place. */
export function teamInitials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => word.length > 2 || /^[A-Z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}
