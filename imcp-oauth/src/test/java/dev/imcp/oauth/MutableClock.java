package dev.imcp.oauth;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

/** A clock the test moves: what the client believes the time is, while servers keep the real one. */
final class MutableClock extends Clock {
  private volatile Duration offset = Duration.ZERO;
  private volatile boolean frozen;
  private volatile Instant frozenAt = Instant.EPOCH;

  void freeze() {
    frozenAt = Instant.now().plus(offset);
    frozen = true;
  }

  void advance(Duration by) {
    offset = offset.plus(by);
    frozenAt = frozenAt.plus(by);
  }

  @Override
  public Instant instant() {
    return frozen ? frozenAt : Instant.now().plus(offset);
  }

  @Override
  public ZoneId getZone() {
    return ZoneOffset.UTC;
  }

  @Override
  public Clock withZone(ZoneId zone) {
    return this;
  }
}
