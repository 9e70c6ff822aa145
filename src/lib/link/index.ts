// The table link (issue 34): two phones, one game, no server. Pure TypeScript on the engine and
// the data: pairing codes (code.ts), the record's hash chain (hash.ts), the messages and their
// schemas (messages.ts), the host's one-writer rule (host.ts), the guest's mirror (guest.ts).
// The WebRTC transport and the screens are src/lib/app/link*.ts and src/lib/ui/link.
export * from './code';
export * from './errors';
export * from './hash';
export * from './messages';
export * from './host';
export * from './guest';
