/**
 * @generated SignedSource<<e5765a4da9252ef7f729a3d3a27719e1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IllustratorRow_illustrator$data = {
  readonly cardCount: number;
  readonly earliestReleaseAt: any | null | undefined;
  readonly jpName: string | null | undefined;
  readonly name: string;
  readonly pixiv: string | null | undefined;
  readonly slug: string;
  readonly storyCards: ReadonlyArray<{
    readonly cardId: number;
    readonly image: string | null | undefined;
    readonly name: string;
    readonly nameOfficial: boolean;
    readonly rarity: number;
  }>;
  readonly twitter: string | null | undefined;
  readonly website: string | null | undefined;
  readonly " $fragmentType": "IllustratorRow_illustrator";
};
export type IllustratorRow_illustrator$key = {
  readonly " $data"?: IllustratorRow_illustrator$data;
  readonly " $fragmentSpreads": FragmentRefs<"IllustratorRow_illustrator">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": "NAME",
      "kind": "LocalArgument",
      "name": "cardOrder"
    },
    {
      "defaultValue": false,
      "kind": "LocalArgument",
      "name": "cardsDescending"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "IllustratorRow_illustrator",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slug",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "jpName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cardCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "earliestReleaseAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "twitter",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pixiv",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "website",
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "descending",
          "variableName": "cardsDescending"
        },
        {
          "kind": "Variable",
          "name": "orderBy",
          "variableName": "cardOrder"
        }
      ],
      "concreteType": "StoryCard",
      "kind": "LinkedField",
      "name": "storyCards",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cardId",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nameOfficial",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rarity",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "image",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Illustrator",
  "abstractKey": null
};
})();

(node as any).hash = "2921f9b8ad325c5d5bea5ac3e62981aa";

export default node;
