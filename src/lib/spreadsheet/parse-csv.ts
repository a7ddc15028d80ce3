/**
 * RFC 4180 CSV into rows of cells. The delimiter is guessed from the first line: Excel saves
 * ';' where the decimal separator is ',' (Italy, the Netherlands), ',' elsewhere, and some
 * tools use tabs. Quoted cells may hold delimiters, doubled quotes and line breaks.
 *
 * Our own parser rather than SheetJS's: SheetJS turns '15/03/2026 20:30' into a number read
 * with US day/month order, and a CSV import should not need the spreadsheet module at all.
 */
export function parseCsv(text: string): string[][] {
  const delimiter = guessDelimiter(text);
  // Unquoted cells end at the next delimiter or line break: found by one regex search per cell
  // instead of character by character (a 5 MB file stays fast).
  const cellEnd = new RegExp(`[${delimiter === '\t' ? '\\t' : delimiter}\r\n]`, 'g');
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  while (i < text.length) {
    let cell: string;
    if (text[i] === '"') {
      cell = '';
      let from = i + 1;
      for (;;) {
        const quote = text.indexOf('"', from);
        if (quote === -1) {
          // An unterminated quote runs to the end of the file.
          cell += text.slice(from);
          i = text.length;
          break;
        }
        cell += text.slice(from, quote);
        if (text[quote + 1] === '"') {
          cell += '"';
          from = quote + 2;
        } else {
          i = quote + 1;
          break;
        }
      }
      // Anything between the closing quote and the delimiter is kept, as spreadsheets do.
      cellEnd.lastIndex = i;
      const end = cellEnd.exec(text)?.index ?? text.length;
      cell += text.slice(i, end);
      i = end;
    } else {
      cellEnd.lastIndex = i;
      const end = cellEnd.exec(text)?.index ?? text.length;
      cell = text.slice(i, end);
      i = end;
    }
    row.push(cell);
    if (i >= text.length) break;
    if (text[i] === delimiter) {
      i += 1;
      // A delimiter at the very end still closes an (empty) last cell.
      if (i === text.length) row.push('');
      continue;
    }
    // A line break ends the row (\r\n counts once).
    i += text[i] === '\r' && text[i + 1] === '\n' ? 2 : 1;
    rows.push(row);
    row = [];
  }
  if (row.length > 0) rows.push(row);
  return rows;
}

function guessDelimiter(text: string): string {
  const end = text.search(/\r|\n/);
  const firstLine = end === -1 ? text : text.slice(0, end);
  const counts = [';', ',', '\t'].map((d) => ({ d, n: firstLine.split(d).length - 1 }));
  const best = counts.reduce((a, b) => (b.n > a.n ? b : a));
  return best.n > 0 ? best.d : ',';
}
