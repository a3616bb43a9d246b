// Fits the model of which classic a question asks (ai/coach/asked-model.ts) on the classics' wordings, their near
// misses, the unheld general questions and the bank's questions with their wordings, and writes it to
// ai/coach/asked-model.json. Run after changing any of them or the tokenizer:
//   npm run fit-asked
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fitAskedModel } from '../ai/coach/asked-model.ts';

const MODEL_FILE = join(dirname(fileURLToPath(import.meta.url)), '..', 'ai', 'coach', 'asked-model.json');

const started = Date.now();
const model = { en: fitAskedModel('en'), zh: fitAskedModel('zh') };
writeFileSync(MODEL_FILE, `${JSON.stringify(model)}\n`);
for (const lang of ['en', 'zh'] as const)
  console.log(
    `${lang}: ${model[lang].classes.length} classes, ${Object.keys(model[lang].weights).length} features`,
  );
console.log(`written ${MODEL_FILE} in ${Date.now() - started} ms`);
