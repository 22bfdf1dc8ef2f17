/**
 * @generated SignedSource<<b1175448057e2a56c47ff04f2cebf239>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type StoryCardTagKind = "CHARACTER_TAG" | "GENERAL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type StoryCardSearchModal_query$data = {
  readonly storyCardChips: ReadonlyArray<{
    readonly nameEn: string;
    readonly shortName: string;
    readonly slug: string;
  }>;
  readonly storyCardCount: number;
  readonly storyCardTags: ReadonlyArray<{
    readonly id: string;
    readonly kind: StoryCardTagKind;
    readonly name: string;
  }>;
  readonly " $fragmentType": "StoryCardSearchModal_query";
};
export type StoryCardSearchModal_query$key = {
  readonly " $data"?: StoryCardSearchModal_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"StoryCardSearchModal_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StoryCardSearchModal_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "storyCardCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "StoryCardTag",
      "kind": "LinkedField",
      "name": "storyCardTags",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Character",
      "kind": "LinkedField",
      "name": "storyCardChips",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "slug",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "shortName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nameEn",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "9a04a7789b5cf7762f0d662f87560a89";

export default node;
