// A multipart body with the fields a route documents (lib/api-types.ts): a renamed or missing field
// is then a type error, as it is for JSON bodies. Files are `string` (format binary) there: a Blob
// or File goes in their place.

import type { ApiPath, FormOf, MethodOf } from './api-answers.js';

type FormFields<P extends ApiPath, M extends MethodOf<P>> = { [Field in keyof FormOf<P, M>]: string | Blob };

export function apiForm<P extends ApiPath, M extends MethodOf<P>>(fields: FormFields<P, M>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields) as [string, string | Blob | undefined][]) if (value !== undefined) form.append(name, value);
  return form;
}
