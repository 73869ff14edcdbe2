/** What the API takes as a picture (spec 001 §9): PNG, JPEG or GIF, at most 10 MB; it checks the content again. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif'];
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** Why a chosen file cannot be sent as a picture, or undefined when it can. */
export function imageFileProblem(file: File): string | undefined {
  if (!IMAGE_TYPES.includes(file.type)) return 'Choose a PNG, JPEG or GIF image';
  if (file.size > MAX_IMAGE_BYTES) return 'The image is larger than 10 MB';
  return undefined;
}
