import { useContext, useEffect } from 'react';
import { RealtimeConnectorContext } from './realtime-connector';

/**
 * Keeps the one socket open while a user is signed in and closes it on sign-out. Mount it once, in the app
 * shell: it owns the connection, so a second instance unmounting would close the socket for everyone.
 * Guests never connect, so they never download STOMP or SockJS.
 */
export function useRealtimeConnection(isSignedIn: boolean): void {
  const { connect, disconnect } = useContext(RealtimeConnectorContext);
  useEffect(() => {
    if (!isSignedIn) return undefined;
    void connect();
    return () => {
      void disconnect();
    };
  }, [isSignedIn, connect, disconnect]);
}
