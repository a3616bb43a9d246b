// The shared package exports no per-language entry, so the web app imports the en files directly: the
// other language never reaches the browser of a en user.
import errors from '../../../../../packages/shared/src/i18n/en/errors.json' with { type: 'json' };
import fields from '../../../../../packages/shared/src/i18n/en/fields.json' with { type: 'json' };
import web from '../../../../../packages/shared/src/i18n/en/web.json' with { type: 'json' };

export const resources = { web, errors, fields };
