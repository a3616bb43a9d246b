// The shared package exports no per-language entry, so the web app imports the zh files directly: the
// other language never reaches the browser of a zh user.
import errors from '../../../../../packages/shared/src/i18n/zh/errors.json' with { type: 'json' };
import fields from '../../../../../packages/shared/src/i18n/zh/fields.json' with { type: 'json' };
import web from '../../../../../packages/shared/src/i18n/zh/web.json' with { type: 'json' };

export const resources = { web, errors, fields };
