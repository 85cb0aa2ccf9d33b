// The bot worker: engine and AI behind Comlink, so no search ever runs on the UI thread.
import { expose } from 'comlink';
import { createWorkerApi } from './api';

expose(createWorkerApi());
