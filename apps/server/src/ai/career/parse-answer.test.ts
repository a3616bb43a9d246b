import { describe, expect, it } from 'vitest';
import { parseCareerAnswer } from './parse-answer.ts';

describe('parseCareerAnswer', () => {
  it.each([
    ['like', 'like'],
    ['Dislike', 'dislike'],
    ['Unsure', 'unsure'],
    ['不确定', 'unsure'],
    ['Yes!', 'like'],
    ['yeah, sounds fun', 'like'],
    ['I would love that', 'like'],
    ['not bad', 'like'],
    ['no', 'dislike'],
    ['Nope.', 'dislike'],
    ["I don't like it", 'dislike'],
    ['I don’t enjoy that', 'dislike'],
    ['not really', 'dislike'],
    ['not sure', 'unsure'],
    ['maybe', 'unsure'],
    ["I don't know", 'unsure'],
    ['喜欢', 'like'],
    ['非常喜欢！', 'like'],
    ['愿意', 'like'],
    ['还不错', 'like'],
    ['是的', 'like'],
    ['不喜欢', 'dislike'],
    ['不太喜欢', 'dislike'],
    ['讨厌', 'dislike'],
    ['不想', 'dislike'],
    ['没兴趣', 'dislike'],
    ['还行', 'unsure'],
    ['一般般吧', 'unsure'],
    ['说不好', 'unsure'],
    ['不太确定', 'unsure'],
    ['无所谓', 'unsure'],
  ])('reads %s as %s', (reply, expected) => {
    expect(parseCareerAnswer(reply)).toBe(expected);
  });

  it.each(['', '   ', 'what is this about', '今天天气怎么样', '42'])('reads %j as nothing', (reply) => {
    expect(parseCareerAnswer(reply)).toBeNull();
  });
});
