// The messages of the table link (issue 34), one valibot schema each. Every message that arrives
// is read by `readMessage`: at most MAX_TEXT characters of JSON, no hostile shape, its schema,
// sent for this pairing (`tag`), numbered one after the one before (`seq`: a message sent again
// is refused as replayed), and of a kind the other side may send. Actions are then checked by the
// engine (host.ts, guest.ts) before anything touches the game.
//
// The guest (the other phone, playing one seat, or a watcher) sends:
//   hello  once, first: its own id for this page, the game it holds (id, length, hash) if any,
//          and the taps it sent that were never answered (a link that dropped)
//   act    a tap: its number `n`, the record it was chosen on (`base`), its actions
//   undo   take back the last tap, chosen on `base`
//   want   send me the record from where I stand (or whole: `have` null): my copy did not match
// The host (the phone that keeps the record) sends:
//   welcome  once, first: the game (id, name), the guest's seat (null: watching), the host's
//            seat, and which of the taps the hello named were not saved
//   sync     the record as it now stands, from where the guest stands (`from`): keep the first
//            `keep` actions, add `actions`; `at` is the result's length and hash; `depth` the
//            actions the next undo takes back; the whole record (`from` null) carries the setup
//            and the host's data corrections. Long records come in chunks of SYNC_CHUNK actions.
//   done     the answer to a tap or an undo: played, second (the game moved on first: dropped),
//            or refused with the reason in both languages
// Both send ping/pong (the link is alive) and bye (the page is closing).
import * as v from 'valibot';
import { ActionSchema, MAX_ACTIONS, explain, type Result, type RuleError } from '$lib/rules';
import { SetupSchema } from '$lib/rules/record';
import { ok } from '$lib/rules/result';
import { checkHostile, describeIssue } from '$lib/rules/position';
import { linkFail } from './errors';

export const LINK_VERSION = 1;
/** Longest message text read (a whole record of a long game is sent in chunks well under it). */
export const MAX_TEXT = 400_000;
/** Actions per sync message. */
export const SYNC_CHUNK = 200;
/** Actions in one tap. */
export const MAX_TAP = 16;

const Tag = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{6}$/));
const Int = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
const Seq = Int(1, 2 ** 31);
const TapNo = Int(1, 2 ** 31);
const Count = Int(0, MAX_ACTIONS);
const Hash = v.pipe(v.string(), v.regex(/^[0-9a-f]{16}$/));
const Id = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/));
const Seat = v.picklist([0, 1]);
export const AtSchema = v.object({ length: Count, hash: Hash });
const Short = (n: number) => v.pipe(v.string(), v.maxLength(n));

const envelope = { v: v.literal(LINK_VERSION), tag: Tag, seq: Seq };

export const HelloSchema = v.object({
  ...envelope,
  t: v.literal('hello'),
  guest: Id,
  have: v.nullable(v.object({ game: Id, length: Count, hash: Hash })),
  pending: v.pipe(v.array(TapNo), v.maxLength(MAX_TAP))
});
export const ActSchema = v.object({
  ...envelope,
  t: v.literal('act'),
  n: TapNo,
  base: AtSchema,
  actions: v.pipe(v.array(ActionSchema), v.minLength(1), v.maxLength(MAX_TAP))
});
export const UndoSchema = v.object({ ...envelope, t: v.literal('undo'), n: TapNo, base: AtSchema });
export const WantSchema = v.object({ ...envelope, t: v.literal('want'), have: v.nullable(AtSchema) });
export const WelcomeSchema = v.object({
  ...envelope,
  t: v.literal('welcome'),
  game: v.object({ id: Id, name: Short(200) }),
  seat: v.nullable(Seat),
  host: v.nullable(Seat),
  unsaved: v.pipe(v.array(TapNo), v.maxLength(MAX_TAP))
});
export const SyncSchema = v.object({
  ...envelope,
  t: v.literal('sync'),
  from: v.nullable(AtSchema),
  keep: Count,
  actions: v.pipe(v.array(ActionSchema), v.maxLength(SYNC_CHUNK)),
  at: AtSchema,
  depth: Count,
  setup: v.optional(SetupSchema),
  // checked by validateOverrides (src/lib/data/overrides.ts) where it is used
  overrides: v.optional(v.record(v.string(), v.unknown()))
});
export const WordsSchema = v.object({ code: Short(80), rule: v.optional(Short(20)), pl: Short(1000), en: Short(1000) });
export const DoneSchema = v.object({
  ...envelope,
  t: v.literal('done'),
  n: TapNo,
  outcome: v.picklist(['played', 'second', 'refused']),
  error: v.optional(WordsSchema)
});
const PingSchema = v.object({ ...envelope, t: v.literal('ping') });
const PongSchema = v.object({ ...envelope, t: v.literal('pong') });
const ByeSchema = v.object({ ...envelope, t: v.literal('bye') });

export const MessageSchema = v.variant('t', [
  HelloSchema,
  ActSchema,
  UndoSchema,
  WantSchema,
  WelcomeSchema,
  SyncSchema,
  DoneSchema,
  PingSchema,
  PongSchema,
  ByeSchema
]);

export type Message = v.InferOutput<typeof MessageSchema>;
export type Hello = v.InferOutput<typeof HelloSchema>;
export type Act = v.InferOutput<typeof ActSchema>;
export type Undo = v.InferOutput<typeof UndoSchema>;
export type Want = v.InferOutput<typeof WantSchema>;
export type Welcome = v.InferOutput<typeof WelcomeSchema>;
export type Sync = v.InferOutput<typeof SyncSchema>;
export type Done = v.InferOutput<typeof DoneSchema>;
export type Words = v.InferOutput<typeof WordsSchema>;
export type MessageType = Message['t'];
/** A message as its sender writes it: the envelope (version, tag, number) is added by `Outbox`. */
export type Body<M extends Message = Message> = M extends Message ? Omit<M, 'v' | 'tag' | 'seq'> : never;

/** Which side reads a message: the host reads the guest's kinds, the guest the host's. */
export type Side = 'host' | 'guest';
const READS: Record<Side, readonly MessageType[]> = {
  host: ['hello', 'act', 'undo', 'want', 'ping', 'pong', 'bye'],
  guest: ['welcome', 'sync', 'done', 'ping', 'pong', 'bye']
};

/** What one side of one pairing expects of the next message: the pairing's tag, the last number read. */
export interface Inbox {
  side: Side;
  tag: string;
  /** the number of the last message read (0: none yet) */
  seq: number;
  /** who sent it, as the refusals name them */
  peer: string;
}

/**
 * Read one message of the link: the message, or the refusal (`link/forged` with what is wrong, or
 * `link/replayed`) to log on screen. Raises `inbox.seq` only for a message that is read.
 */
export function readMessage(inbox: Inbox, text: unknown): Result<Message> {
  const forged = (detail: string) => linkFail('link/forged', { peer: inbox.peer, detail });
  if (typeof text !== 'string') return forged('not text');
  if (text.length > MAX_TEXT) return forged(`${text.length} characters`);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return forged('not JSON');
  }
  const hostile = checkHostile(data, 200_000, 12);
  if (!hostile.ok) return forged(hostile.error.message);
  const parsed = v.safeParse(MessageSchema, data);
  if (!parsed.success) return forged(describeIssue(parsed.issues));
  const m = parsed.output;
  if (m.tag !== inbox.tag) return forged('made for another pairing');
  if (m.seq <= inbox.seq) return linkFail('link/replayed', { peer: inbox.peer, seq: m.seq });
  if (m.seq !== inbox.seq + 1) return forged(`number ${m.seq} after ${inbox.seq}`);
  if (!READS[inbox.side].includes(m.t)) return forged(`a “${m.t}” message is not for this phone`);
  if (inbox.seq === 0 && m.t !== (inbox.side === 'host' ? 'hello' : 'welcome')) return forged(`“${m.t}” before the greeting`);
  if (inbox.seq > 0 && (m.t === 'hello' || m.t === 'welcome')) return forged('a second greeting');
  inbox.seq = m.seq;
  return ok(m);
}

/** Numbers and tags the messages one side sends on one pairing. */
export class Outbox {
  #seq = 0;
  constructor(readonly tag: string) {}
  /** The message's text, the next number. */
  write(body: Body): string {
    return JSON.stringify({ v: LINK_VERSION, tag: this.tag, seq: ++this.#seq, ...body });
  }
}

/** A refusal as words for the phone that sent the tap (the guest words it in its own language). */
export function wordsOf(error: RuleError): Words {
  return { code: error.code.slice(0, 80), ...(error.rule ? { rule: error.rule } : {}), pl: explain(error, 'pl'), en: explain(error, 'en') };
}

/** The refusal the host sent, as a RuleError the guest's screen shows like any other. */
export function errorOf(w: Words): RuleError {
  return { code: w.code, message: w.en, ...(w.rule ? { rule: w.rule } : {}), text: { pl: w.pl, en: w.en } };
}
