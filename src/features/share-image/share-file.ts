/** A file the Web Share API could send to another app (a phone's WhatsApp, Instagram…). */
export function canShareFile(file: File): boolean {
  try {
    return typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] });
  } catch {
    return false;
  }
}

/**
 * Hands the file to the device's share sheet. Must run within the click that asked for it (the
 * browser requires a user's gesture), so the file is made before, not here. False when the user
 * closed the sheet.
 */
export async function shareFile(file: File, title: string): Promise<boolean> {
  try {
    await navigator.share({ files: [file], title });
    return true;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return false;
    throw error;
  }
}

/** Saves the file through a download link, where sharing files is not supported. */
export function downloadFile(file: File) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL by now; a minute leaves slow devices room.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
