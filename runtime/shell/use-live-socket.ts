/** Keeps the live socket open while the signed-in layout is shown (it stops on sign-out, when the layout unmounts). */
import { useEffect } from 'react';
import { socket } from './services.js';

export function useLiveSocket(): void {
  useEffect(() => {
    socket.start();
    return () => socket.stop();
  }, []);
}
