import { translate, type CareerAnswer } from '@offerpilot/shared';
import { trimEndOf } from '@offerpilot/shared';

const ANSWERS: CareerAnswer[] = ['like', 'unsure', 'dislike'];

// Checked in this order, because the weaker phrases contain the stronger ones: "not sure" holds "sure",
// "don't like" holds "like", 不确定 and 不喜欢 hold 不 and 喜欢, 还行 holds 行.
const UNSURE_EN =
  /\b(not sure|unsure|not certain|maybe|perhaps|possibly|don'?t know|do not know|no idea|idk|neutral|so-so|so so|kind of|sort of|kinda|sorta|depends|hard to say|ok|okay|fine|alright|whatever|meh|neither|skip|in between|50\/50)\b/;
const LIKE_OVERRIDE_EN = /\b(not bad|why not|can'?t wait|no problem|i don'?t mind)\b/;
const DISLIKE_EN =
  /\b(no|nope|nah|not|never|dislike|don'?t|do not|wouldn'?t|would not|hate|boring|bored|rather not)\b/;
const LIKE_EN =
  /\b(yes|yeah|yep|yup|ya|y|sure|like|likes|love|enjoy|definitely|absolutely|of course|certainly|interested|interesting|great|fun|cool|awesome|would|want|agree)\b/;

const UNSURE_ZH =
  /不确定|不太确定|不一定|说不好|说不准|不好说|不知道|不清楚|无所谓|都行|都可以|还行|还好|还可以|一般|看情况|也许|可能|或许|中立|凑合|随便|跳过|没想过|马马虎虎|没感觉|说不上/u;
const LIKE_OVERRIDE_ZH = /不错|没问题|不介意|迫不及待|何乐而不为/u;
const DISLIKE_ZH = /不|讨厌|没兴趣|厌烦|无聊|否|没意思|算了|拒绝/u;
const LIKE_ZH = /喜欢|爱|愿意|想|感兴趣|有兴趣|可以|好|行|是|对|会|当然|乐意|挺|嗯|要|棒|酷/u;

/** The option labels in both languages read as their answers, so a copied button label works too. */
function labelled(text: string): CareerAnswer | undefined {
  return ANSWERS.find((a) =>
    (['en', 'zh'] as const).some(
      (lang) => translate(lang, `career:chat.options.${a}`).toLowerCase() === text,
    ),
  );
}

/** Reads a reply as like, unsure or dislike: a button value, an option label, or free text in en or zh
 * (yes / no / maybe, 喜欢 / 不喜欢 / 还行…); null when it says none of these. */
export function parseCareerAnswer(reply: string): CareerAnswer | null {
  const text = trimEndOf(reply.trim().toLowerCase().replace(/[’‘`]/g, "'"), '。！？!?.,，、~～').trim();
  if (!text) return null;
  const exact = ANSWERS.find((a) => a === text) ?? labelled(text);
  if (exact) return exact;
  if (UNSURE_ZH.test(text) || UNSURE_EN.test(text)) return 'unsure';
  if (LIKE_OVERRIDE_ZH.test(text) || LIKE_OVERRIDE_EN.test(text)) return 'like';
  if (DISLIKE_ZH.test(text) || DISLIKE_EN.test(text)) return 'dislike';
  if (LIKE_ZH.test(text) || LIKE_EN.test(text)) return 'like';
  return null;
}
