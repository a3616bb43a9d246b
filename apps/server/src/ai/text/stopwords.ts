const words = (list: string) => new Set(list.trim().split(/\s+/));

/** Words that carry no meaning for matching, in both languages (compared lower-cased). */
export const STOPWORDS: ReadonlySet<string> = words(`
a an the and or but of to in on at for with by from as is are was were be been being it its this that these
those i you he she we they me my your our their his her do does did have has had can could would should will
what how why when where which who whom about into than then so if not no yes just also very more most um uh
的 了 和 与 及 或 是 在 有 我 你 他 她 我们 你们 他们 这 那 这个 那个 一个 一下 吗 呢 吧 啊 呀 么 就 都 也 还
请 把 被 让 给 对 从 到 为 为了 以及 什么 怎么 怎样 如何 为什么 哪 哪些 哪个 多少 是否 能 会 可以 要 说 讲 谈 嗯 呃
`);

/**
 * More words dropped for retrieval only: spoken fillers, verbs and superlatives that name nothing on their own
 * ("get", "make", "biggest", 觉得) and the words that frame a prompt ("tell me about", "give me an example",
 * "说说", "举个例子") rather than name its subject. Rare in the bank, they would
 * otherwise get a high idf and pull paraphrases towards the few questions worded the same way.
 */
export const SEARCH_STOPWORDS: ReadonlySet<string> = words(`
i'm you're you've you'd we're it's that's what's don't didn't like well okay ok yeah right there any
tell give example describe walk talk share ever please kind bit little actually really maybe something
anything thing things stuff one once all bunch lot lots next alright cool great sure basically honestly
literally see say said know want get got take took let go going come came think make makes made making
biggest greatest up out through doing done wasn't weren't isn't aren't doesn't haven't hasn't won't can't couldn't
wouldn't shouldn't
您 那么 然后 就是 比如 一些 这些 那些 时候 当时 之前 你会 怎么办 怎么做 过 着 得 地 又 再 啦 嘛
介绍 说说 讲讲 谈谈 聊聊 举个 例子 描述 分享 一次 有没有 是不是 能不能 的话 怎么样 大概 具体 最 好
什么样 应该 觉得 就是说
`);
