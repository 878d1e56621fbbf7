import type { RequestRefusal } from '../../../engine/index.ts';
import { refusalText } from './aroundText.ts';

/** Why the request never reached admission: the route, the body's size, or decoding (endpoints/handlers). */
export function RefusalNote({ refusal }: { refusal: RequestRefusal }) {
  return (
    <section className="pl-section">
      <h5>Refused before admission</h5>
      <p className="pl-headline pl-tone-deny">{refusalText(refusal)}</p>
    </section>
  );
}
