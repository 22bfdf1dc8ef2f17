/**
 * @generated SignedSource<<e4bc8fb99eb23fa6e9f5bc552c8ef0e7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeStoryCards_home$data = {
  readonly storyCardCounts: {
    readonly stars: ReadonlyArray<{
      readonly count: number;
      readonly rarity: number;
    }>;
    readonly suits: ReadonlyArray<{
      readonly count: number;
      readonly suit: string;
    }>;
    readonly total: number;
  };
  readonly " $fragmentType": "HomeStoryCards_home";
};
export type HomeStoryCards_home$key = {
  readonly " $data"?: HomeStoryCards_home$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeStoryCards_home">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeStoryCards_home",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "StoryCardCounts",
      "kind": "LinkedField",
      "name": "storyCardCounts",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "total",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "StoryCardStarCount",
          "kind": "LinkedField",
          "name": "stars",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "rarity",
              "storageKey": null
            },
            (v0/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "StoryCardSuitCount",
          "kind": "LinkedField",
          "name": "suits",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "suit",
              "storageKey": null
            },
            (v0/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Home",
  "abstractKey": null
};
})();

(node as any).hash = "f7f20a01b5640fd415b4f9226c996c03";

export default node;
