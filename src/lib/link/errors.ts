// Error codes of the table link (issue 34): pairing codes, the link's messages, the one-writer
// rule. Refusals like the engine's, raised with failFrom, so every screen words them in either
// language (explain).
import { e, failFrom, type ErrorDef, type RuleError } from '$lib/rules';

export const LINK_ERRORS = {
  'link/code-invalid': e('To nie jest kod parowania Adiutanta ({detail})', 'This is not a pairing code of Adiutant ({detail})'),
  'link/code-is-answer': e(
    'To jest odpowiedź drugiego telefonu; tutaj potrzebny jest kod telefonu gospodarza',
    'This is the other phone’s answer; here the host phone’s code is needed'
  ),
  'link/code-is-offer': e(
    'To jest kod gospodarza; tutaj potrzebna jest odpowiedź drugiego telefonu',
    'This is a host’s code; here the other phone’s answer is needed'
  ),
  'link/code-other-pairing': e(
    'Ta odpowiedź powstała do innego parowania (innej gry albo wcześniejszego kodu): sparujcie telefony od nowa',
    'This answer was made for another pairing (another game or an earlier code): pair the phones again'
  ),
  'link/no-network': e(
    'Telefony nie mogą się połączyć: ten telefon nie ma sieci lokalnej. Połączcie oba telefony z tą samą siecią Wi-Fi albo włączcie hotspot jednego z nich i połączcie z nim drugi',
    'The phones cannot link: this phone has no local network. Join both phones to the same Wi-Fi, or turn on one phone’s hotspot and join the other to it'
  ),
  'link/no-connection': e(
    'Telefony nie połączyły się w ciągu 10 s: sieć (np. Wi-Fi dla gości) może je od siebie oddzielać. Połączcie oba telefony z tą samą siecią domową albo włączcie hotspot jednego z nich i połączcie z nim drugi',
    'The phones did not link within 10 s: the network (a guest Wi-Fi, say) may keep devices apart. Join both phones to the same home Wi-Fi, or turn on one phone’s hotspot and join the other to it'
  ),
  'link/came-second': e('Twoje dotknięcie było drugie: gra poszła dalej', 'Your tap came second: the game moved on'),
  'link/not-your-step': e(
    'To nie jest krok gracza {player}: ten telefon gra tylko jego kroki',
    'This is not {player}’s step: this phone plays only their steps'
  ),
  'link/watching': e('Ten telefon tylko obserwuje grę: nie może w niej grać', 'This phone only watches the game: it cannot play'),
  'link/down': e(
    'Połączenie z telefonem gospodarza zostało przerwane: to dotknięcie nie zostało wysłane. Sparujcie telefony ponownie albo grajcie dalej na telefonie gospodarza',
    'The link to the host phone is down: this tap was not sent. Pair the phones again, or play on the host phone'
  ),
  'link/unanswered': e(
    'Połączenie zostało przerwane, zanim telefon gospodarza odpowiedział na to dotknięcie: po ponownym sparowaniu dowiesz się, czy zostało zapisane',
    'The link dropped before the host phone answered this tap: when the phones are paired again you will be told whether it was saved'
  ),
  'link/unsaved': e(
    'Połączenie zostało przerwane, zanim telefon gospodarza otrzymał twoje ostatnie dotknięcie: nie zostało zapisane',
    'The link dropped before the host phone got your last tap: it was not saved'
  ),
  'link/host-choice': e(
    'Na telefonie gospodarza czeka niepotwierdzony wybór: cofnięcie nie zostało wykonane',
    'An unconfirmed choice is waiting on the host phone: the undo was not done'
  ),
  'link/dropped': e(
    'Łącze z telefonem gracza {name} przerwane: ten telefon gra dalej sam, nic nie zginęło',
    'The link to {name}’s phone dropped: this phone plays on alone; nothing is lost'
  ),
  'link/dropped-host': e(
    'Łącze z telefonem gospodarza przerwane: gra toczy się tam dalej. Połącz, aby wrócić',
    'The link to the host phone dropped: the game goes on there. Tap Link to rejoin'
  ),
  'link/nothing-to-undo': e('Nie ma czego cofnąć', 'There is nothing to undo'),
  'link/forged': e('Odrzucono wiadomość od {peer}: {detail}', 'Refused a message from {peer}: {detail}'),
  'link/replayed': e(
    'Odrzucono wiadomość od {peer} wysłaną ponownie (numer {seq})',
    'Refused a message from {peer} sent again (number {seq})'
  ),
  'link/record-mismatch': e(
    'Zapis gry z telefonu gospodarza nie zgadza się z tym: pobrano go w całości od nowa',
    'The host phone’s record did not match this one: it was fetched again whole'
  )
} as const satisfies Record<string, ErrorDef>;

export type LinkErrorCode = keyof typeof LINK_ERRORS;

/** A refusal of the link, as a RuleError. */
export function linkError(code: LinkErrorCode, params?: Record<string, string | number>): RuleError {
  return failFrom(LINK_ERRORS, code, params);
}

/** A refusal of the link, as a Result. */
export const linkFail = (code: LinkErrorCode, params?: Record<string, string | number>) => ({
  ok: false as const,
  error: linkError(code, params)
});
