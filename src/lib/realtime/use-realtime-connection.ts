import { useEffect } from 'react';
import { connectRealtime, disconnectRealtime } from './realtime-client';

/**
 * Keeps the one socket open while a user is signed in and closes it on sign-out. Mount it once, in the app
 * shell: it owns the connection, so a second instance unmounting would close the socket for everyone.
 * Guests never connect, so they never download STOMP or SockJS.
 */
export function useRealtimeConnection(isSignedIn: boolean): void {
  useEffect(() => {
    if (!isSignedIn) return undefined;
    void connectRealtime();
    return () => {
      void disconnectRealtime();
    };
  }, [isSignedIn]);
}
