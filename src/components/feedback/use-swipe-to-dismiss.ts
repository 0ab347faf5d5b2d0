import { type PointerEvent, useRef } from 'react';

/** A drag this far (px) to either side dismisses; shorter drags spring back. */
export const SWIPE_DISMISS_DISTANCE = 80;
// Below this a press is still a click, not a drag.
const DRAG_SLOP = 5;

interface Drag {
  pointerId: number;
  startX: number;
  dx: number;
}

export interface SwipeHandlers {
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerMove: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLElement>) => void;
  onPointerCancel: (event: PointerEvent<HTMLElement>) => void;
}

function resetStyle(element: HTMLElement): void {
  element.style.removeProperty('transform');
  element.style.removeProperty('opacity');
  element.style.removeProperty('transition');
}

/**
 * Horizontal drag-to-dismiss for a toast. Zag's toast (Chakra 3.37) has no swipe support, so this moves the
 * element directly through its inline style: no re-render per pointer move. `consumeDrag()` tells a click
 * handler that the click merely ended a drag.
 */
export function useSwipeToDismiss(onDismiss: () => void): {
  handlers: SwipeHandlers;
  consumeDrag: () => boolean;
} {
  const drag = useRef<Drag | null>(null);
  const dragged = useRef(false);

  const end = (event: PointerEvent<HTMLElement>, cancelled: boolean) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    if (!cancelled && Math.abs(current.dx) >= SWIPE_DISMISS_DISTANCE) {
      onDismiss();
      return;
    }
    event.currentTarget.style.transition = 'transform 150ms ease-out, opacity 150ms ease-out';
    event.currentTarget.style.transform = 'translateX(0)';
    event.currentTarget.style.opacity = '';
    const element = event.currentTarget;
    setTimeout(() => resetStyle(element), 150);
  };

  const handlers: SwipeHandlers = {
    onPointerDown(event) {
      if (event.button !== 0) return;
      drag.current = { pointerId: event.pointerId, startX: event.clientX, dx: 0 };
      dragged.current = false;
      // Keeps receiving moves when the pointer leaves the toast mid-drag (absent in jsdom).
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    onPointerMove(event) {
      const current = drag.current;
      if (!current || current.pointerId !== event.pointerId) return;
      current.dx = event.clientX - current.startX;
      if (Math.abs(current.dx) > DRAG_SLOP) dragged.current = true;
      if (!dragged.current) return;
      const style = event.currentTarget.style;
      style.transition = 'none';
      style.transform = `translateX(${current.dx}px)`;
      style.opacity = String(Math.max(0.2, 1 - Math.abs(current.dx) / (SWIPE_DISMISS_DISTANCE * 2)));
    },
    onPointerUp: (event) => end(event, false),
    onPointerCancel: (event) => end(event, true),
  };

  const consumeDrag = () => {
    const wasDragged = dragged.current;
    dragged.current = false;
    return wasDragged;
  };

  return { handlers, consumeDrag };
}
