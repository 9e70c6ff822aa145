// Adiutant reviews a game here (issue 33), off the screen's thread: one ReviewRequest in, progress
// reports and then the review out (review.ts runReview). The screen stops it by terminating it.
import { runReview, type ReviewMessage, type ReviewRequest } from './review';

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<ReviewRequest>) => void) | null;
  postMessage(m: ReviewMessage): void;
};

scope.onmessage = (e) => runReview(e.data, (m) => scope.postMessage(m));
