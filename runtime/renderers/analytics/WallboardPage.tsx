/** The public route /wallboard/{value} (shell/build-routes.tsx): the wallboard screen with the runtime's client. */
import { useParams } from 'react-router';
import { api } from '../../shell/services.js';
import { WallboardScreen } from './WallboardScreen.js';

export function WallboardPage() {
  const { value = '' } = useParams();
  return <WallboardScreen key={value} value={value} client={api} />;
}
