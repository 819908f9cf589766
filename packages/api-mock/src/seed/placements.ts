/** Advertising cards shown among search results (discovery §2 Search, §3 Placement). */
import type { Schemas } from '../db/types';
import { pictureImage } from './images';

/** Every placement of the seed. */
export function buildPlacements(): Schemas['Placement'][] {
  return [
    {
      id: 1,
      modelName: 'placement',
      url: '/search?term=Ferien',
      image: pictureImage('Ferienangebote 2027', '#26a69a', 2),
      color: '#26a69a',
      content: 'Ferienangebote 2027: Camps, Malwochen und Hüttenfreizeiten für die ganzen Ferien.',
      actionName: 'Ferienangebote ansehen',
    },
    {
      id: 2,
      modelName: 'placement',
      url: 'https://kurse.example/anbieter-werden',
      image: pictureImage('Anbieter werden', '#7b3fe4', 1),
      color: '#7b3fe4',
      content:
        'Du bietest Kurse an? Werde Anbieter auf Kurse und erreiche Familien in deiner Nähe.',
      actionName: 'Anbieter werden',
    },
    {
      id: 3,
      modelName: 'placement',
      url: '/loves/1',
      image: pictureImage('Kinderturnwelt', '#e4572e', 3),
      color: '#e4572e',
      content:
        'Kinderturnwelt: Bewegung für die Kleinsten – in dreizehn Städten und mobil in deiner Kita.',
      actionName: 'Standorte entdecken',
    },
    {
      id: 4,
      modelName: 'placement',
      url: '/search?term=online',
      image: null,
      color: '#3949ab',
      content: 'Online lernen: Videokurse und Live-Unterricht für die ganze Familie.',
      actionName: 'Online-Kurse finden',
    },
  ];
}
