/**
 * @generated SignedSource<<6ea65f0a020b75503f82b530a758d872>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type StoryCardTagKind = "CHARACTER_TAG" | "GENERAL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type StoryCardSearchForm_query$data = {
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
  readonly " $fragmentType": "StoryCardSearchForm_query";
};
export type StoryCardSearchForm_query$key = {
  readonly " $data"?: StoryCardSearchForm_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"StoryCardSearchForm_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StoryCardSearchForm_query",
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

(node as any).hash = "7c97daf0e9784997496e6317b048c708";

export default node;
