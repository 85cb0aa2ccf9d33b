// How the views around a table reach it: the table's model and its one dispatch, from the table
// screen down to every control (a button sends its intent; a card link asks for the zoom). The
// card browser, outside any table, gives the zoom opener of its own.
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { Intent } from '../../table/intents';
import type { ZoomRequest } from '../../table/model';

export type Dispatch = (intent: Intent) => void;

export const DispatchContext = createContext<Dispatch>(() => undefined);

export const useDispatch = (): Dispatch => useContext(DispatchContext);

/** Opens a card large: through the table's dispatch at a table, or the screen's own state. */
export const ZoomContext = createContext<(z: ZoomRequest) => void>(() => undefined);

export const useZoom = () => useContext(ZoomContext);
