import type { LiveEvents } from '../../events/live-events.js';
import type { Viewer } from '../../viewer.js';
import { isMyNotificationsStream } from '../alerts/notification-events.js';

/** What a client hears of a gap: where events may have been missed (null: anywhere it listens). */
export interface LiveGapNotice {
  locationId: number | null;
}

/**
 * The gaps of this process's live events that concern the viewer: any that spans every stream (a
 * lost LISTEN connection), one at a location they may see, or one in their own bell. Other
 * companies' gaps are never mentioned.
 */
export async function* liveGapsFor(events: LiveEvents, viewer: Viewer): AsyncIterable<LiveGapNotice> {
  for await (const gap of events.gaps()) {
    if (gap.topic === null || gap.key === null) yield { locationId: null };
    else if (isMyNotificationsStream(gap.topic)) {
      if (gap.key === viewer.userId) yield { locationId: null };
    } else if (viewer.locationIds.includes(gap.key)) yield { locationId: gap.key };
  }
}
