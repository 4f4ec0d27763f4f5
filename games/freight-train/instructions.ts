/**
 * How to play Freight Train, in short lines: the game's title screen shows them, and so does the app's card before a
 * member competes, from this one source.
 */
export const freightTrainInstructions = [
  'Tap or click a junction to switch it; keys 1–9 do the same.',
  'Tab moves between junctions, Space switches the one in focus.',
  'Send every car to the station of its color and symbol.',
  'Wrong stations and crashes cost a life; you have three.',
  'Silver expresses run faster and catch up with the train ahead.',
] as const;
