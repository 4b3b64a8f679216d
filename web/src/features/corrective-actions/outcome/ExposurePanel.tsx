import { formatDateTime } from '../../../lib/format/date';
import { Note } from './outcome-ui';
import { type Exposure, exposureWords, ruleWords } from './outcome-words';

/**
 * Issue 36: how much warmth the unit's food saw, from its readings (each standing until the next),
 * beside the time rule that applies. It informs the disposition; the person decides.
 */
export function ExposurePanel({ exposure }: { exposure: Exposure }) {
  return (
    <>
      <p>{exposureWords(exposure)}</p>
      <Note>{`From ${formatDateTime(exposure.from)} to ${exposure.ongoing ? 'now (still out of range)' : formatDateTime(exposure.to)}, from ${exposure.readings} reading${exposure.readings === 1 ? '' : 's'}`}</Note>
      <p>{exposure.ruleText}</p>
      <Note>{`${ruleWords(exposure)}${exposure.exceedsRule ? ': over the limit, so food kept needs a reason' : ''}`}</Note>
    </>
  );
}
