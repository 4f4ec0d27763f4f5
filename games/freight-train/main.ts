import { mountGame } from '../sdk/src/shell/mount-game';
import { freightTrainDefinition } from './core/definition';
import { createFreightTrainView } from './view/freight-train-view';

const root = document.getElementById('game');
if (!root) throw new Error('index.html needs a #game element');

mountGame({
  root,
  definition: freightTrainDefinition,
  title: 'Freight Train',
  instructions: [
    'Tap or click a junction to switch it; keys 1–9 do the same.',
    'Tab moves between junctions, Space switches the one in focus.',
    'Send every car to the station of its colour and symbol.',
    'Wrong stations and crashes cost a life; you have three.',
    'Silver expresses run faster and catch up with the train ahead.',
  ],
  theme: { accent: '#b4531a', background: '#3d6b35' },
  createView: createFreightTrainView,
});
