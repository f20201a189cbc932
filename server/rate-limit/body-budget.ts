/**
 * Request body bytes being read at once on this instance, all clients together
 * (AI_MAX_BODY_BYTES_IN_FLIGHT): what bounds the memory a flood of large bodies from many clients can
 * take, where the per-client limits bound only each client's share.
 */
export class BodyBudget {
  private taken = 0;

  constructor(readonly max: number) {}

  /** One request's share, empty until it takes bytes. */
  charge(): BodyCharge {
    let held = 0;
    return {
      take: (bytes) => {
        // A body alone on the instance may go past the whole budget (up to its task's own limit), so a
        // budget set below the largest body refuses it only while other bodies are being read.
        if (this.taken - held > 0 && this.taken + bytes > this.max) return false;
        this.taken += bytes;
        held += bytes;
        return true;
      },
      release: () => {
        this.taken -= held;
        held = 0;
      },
    };
  }
}

export interface BodyCharge {
  /** Takes bytes for the body (its Content-Length at admission, or each chunk as it arrives); false when the budget is spent. */
  take: (bytes: number) => boolean;
  /** Gives back all this body took: once it is parsed or refused. Safe to call again. */
  release: () => void;
}
